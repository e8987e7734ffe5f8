// Across Suez's log lines, review steps and announcements in the reader's
// language, from the game's events (the engine's own log text is English).
import type { Game, GameEvent } from '../../src/games/across-suez/index.js';
import { fill } from '../hexmap/text.js';
import type { Text } from './text.js';
import { nameOf } from './view.js';

const en = {
  move: '{unit} moves {from} → {to} ({cost} MP)',
  enter: '{unit} enters at {to} ({cost} MP)',
  cross: '{unit} crosses the canal at {from} ({cost} MP)',
  attack: '{attackers} attack {defender}{artillery}: differential {d}, die {die} → {result}',
  attackOne: '{attackers} attacks {defender}{artillery}: differential {d}, die {die} → {result}',
  withArtillery: ' with artillery',
  retreat: '{unit} retreats {from} → {to}',
  advance: '{unit} advances {from} → {to}',
  eliminated: '{unit} is eliminated{where}: {cause} ({rule})',
  inHex: ' in {hex}',
  bombard: 'Bombardment of {unit}: die {die}, {effect}',
  bombardHit: 'eliminated',
  bombardMiss: 'no effect',
  over: '{victory}: {reason}',
  results: {
    Ae: 'Ae, attackers eliminated',
    Ar: 'Ar, attackers retreat',
    Ee: 'Ee, exchange',
    Dr: 'Dr, defender retreats',
    De: 'De, defender eliminated',
  } as Record<string, string>,
  causes: {
    'Ae: attacker eliminated': 'Ae, attacker eliminated',
    'Ee: defender eliminated': 'Ee, defender eliminated',
    'De: defender eliminated': 'De, defender eliminated',
    'no safe hex to retreat into': 'no safe hex to retreat into',
    'Ee: exchange losses': 'Ee, exchange losses',
    'artillery bombardment': 'artillery bombardment',
  } as Record<string, string>,
};

export type LogWords = typeof en;

const fr: LogWords = {
  move: '{unit} se déplace {from} → {to} ({cost} PM)',
  enter: '{unit} entre en {to} ({cost} PM)',
  cross: '{unit} franchit le canal en {from} ({cost} PM)',
  attack: '{attackers} attaquent {defender}{artillery}\u202f: différentiel {d}, dé {die} → {result}',
  attackOne: '{attackers} attaque {defender}{artillery}\u202f: différentiel {d}, dé {die} → {result}',
  withArtillery: " avec appui d'artillerie",
  retreat: '{unit} recule {from} → {to}',
  advance: '{unit} avance {from} → {to}',
  eliminated: '{unit} est éliminé{where}\u202f: {cause} ({rule})',
  inHex: ' en {hex}',
  bombard: 'Bombardement de {unit}\u202f: dé {die}, {effect}',
  bombardHit: 'éliminé',
  bombardMiss: 'sans effet',
  over: '{victory}\u202f: {reason}',
  results: {
    Ae: 'Ae, attaquants éliminés',
    Ar: 'Ar, les attaquants reculent',
    Ee: 'Ee, échange',
    Dr: 'Dr, le défenseur recule',
    De: 'De, défenseur éliminé',
  },
  causes: {
    'Ae: attacker eliminated': 'Ae, attaquant éliminé',
    'Ee: defender eliminated': 'Ee, défenseur éliminé',
    'De: defender eliminated': 'De, défenseur éliminé',
    'no safe hex to retreat into': 'aucun hexagone sûr où reculer',
    'Ee: exchange losses': "Ee, pertes de l'échange",
    'artillery bombardment': "bombardement d'artillerie",
  },
};

export function logWords(lang: string): LogWords {
  return lang.startsWith('fr') ? fr : en;
}

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** One event in words; '' for the phase changes, which the log's headings say. */
export function eventText(game: Game, t: Text, w: LogWords, e: GameEvent): string {
  const n = (id: string) => nameOf(t, game.unit(id));
  const mp = (x: number) => String(x).replace('.', t.decimal);
  switch (e.type) {
    case 'move':
      return e.from
        ? fill(w.move, { unit: n(e.unit), from: e.from, to: e.to, cost: mp(e.cost) })
        : fill(w.enter, { unit: n(e.unit), to: e.to, cost: mp(e.cost) });
    case 'cross':
      return fill(w.cross, { unit: n(e.unit), from: e.from, cost: mp(e.cost) });
    case 'combat':
      return fill(e.attackers.length > 1 ? w.attack : w.attackOne, {
        attackers: e.attackers.map(n).join(' + '),
        defender: n(e.defender),
        artillery: e.artillery ? w.withArtillery : '',
        d: signed(e.differential),
        die: e.die,
        result: w.results[e.result] ?? e.result,
      });
    case 'retreat':
    case 'advance':
      return fill(w[e.type], { unit: n(e.unit), from: e.from, to: e.to });
    case 'eliminated':
      return fill(w.eliminated, {
        unit: n(e.unit),
        where: e.hex ? fill(w.inHex, { hex: e.hex }) : '',
        cause: w.causes[e.cause] ?? e.cause,
        rule: e.rule,
      });
    case 'bombard':
      return fill(w.bombard, { unit: n(e.target), die: e.die, effect: e.eliminated ? w.bombardHit : w.bombardMiss });
    case 'over':
      return fill(w.over, { victory: t.victory[e.winner] ?? e.winner, reason: t.reasons[e.reason] ?? e.reason });
    case 'phase':
      return '';
  }
}
