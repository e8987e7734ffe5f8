// The online client, knowing no game: a page or a Node program imports the
// games it plays (their entries register them) and this.
export { joinTable, OnlineTable, errorOf, type JoinOptions, type TableStatus } from './join-table.js';
export { SeatError, type StoredAction, type Presence, type StandingOrder } from '../protocol.js';
