// The share menu's words in English, loaded with its body (share-menu-body.ts) and what its items do
// (share-actions.ts); another language's dictionary (text-fr.ts) carries its own.
import type { HexmapText } from './text-en.js';

export const shareEn = {
  importRecord: 'Import record',
  copyLink: 'Copy link',
  copyEmbed: 'Copy embed code (iframe)',
  copyTag: 'Copy the <{tag}> tag',
  copyPosition: 'Copy the position string',
  downloadSvg: 'Download image (SVG)',
  downloadPng: 'Download image (PNG)',
  copiedLink: 'Link copied.',
  copiedEmbed: 'Iframe code copied.',
  copiedTag: '<{tag}> tag copied.',
  copiedPosition: 'Position string copied.',
  downloaded: 'Downloaded: {file}.',
  copyByHand: 'The browser refused the clipboard: copy this text by hand (Ctrl+C).',
  playOnlineAs: 'Play online as {side}',
  tableMade: 'Table made: you play {side}. The other seats’ links and the watch link are copied: send them.',
  tableMadeByHand: 'Table made: you play {side}. The browser refused the clipboard: send these links (Ctrl+C).',
  watchLink: 'Watch',
  tableRefused: 'The server made no table: {error}',
  load: 'Load',
};

export type ShareWords = typeof shareEn;

/** The share menu's words in `t`'s language: its dictionary's own where it has them (text-fr.ts), else English. */
export const shareWords = (t: HexmapText): HexmapText & ShareWords => ({ ...shareEn, ...t });
