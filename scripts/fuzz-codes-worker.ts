// A worker thread of the fast fuzz tier (scripts/fuzz-codes.ts): plays the
// shares of games it is handed.
import { serveJobs } from './job-pool.js';
import { fastGames, type FastJob, type FastResult } from './fuzz-codes.js';

serveJobs<FastJob, FastResult>(fastGames);
