import '../component/across-suez/index.js';
import opening from './opening.record?raw';

// A blog author pastes the record into the attribute; here it comes from a file.
document.querySelector('#replay')!.setAttribute('record', opening);
