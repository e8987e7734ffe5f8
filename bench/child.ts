// One group of one game's benchmark rows, in a process of its own (bench/run.ts
// starts it): prints each row as a line of JSON.
import { GAME_BENCHES } from './games/index.js';

const [game, group] = process.argv.slice(2);
const load = GAME_BENCHES[game!];
if (!load) throw new Error(`no benchmark for game "${game}"`);
const bench = (await load()).default;
const g = bench.groups.find((x) => x.name === group);
if (!g) throw new Error(`no group "${group}" in ${game}'s benchmark`);
await g.run((row) => console.log(JSON.stringify(row)), { quick: process.argv.includes('--quick') });
