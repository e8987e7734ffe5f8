// The Yom Kippur article: its diagrams are <yom-kippur readonly> elements written in the page.
import '../component/yom-kippur/index.js';
