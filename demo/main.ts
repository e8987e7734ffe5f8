// The demo pages load the element straight from the sources (Vite serves them).
import '../component/across-suez/index.js';
