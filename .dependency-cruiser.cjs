// The layers, enforced by `npm run lint` (docs/architecture.md):
//   assembly/  →  src/engine/  →  src/games/<game>/  →  component/hexmap/ → component/<game>/ → tools/
//   src/engine/ → src/online/ (the online server and client, knowing no game) → component/hexmap/, tools/
// Imports point down the layers, never up, never between games, never in a cycle.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'No import cycle anywhere (a demo page may show its own source with ?raw).',
      from: { pathNot: '^demo/' },
      to: { circular: true },
    },
    {
      name: 'engine-knows-no-game',
      severity: 'error',
      comment: 'src/engine/ is the generic engine: it imports nothing from a game, a component or data.',
      from: { path: '^src/engine/' },
      to: { path: '^(src/games/|component/|data/|src/index\\.ts)' },
    },
    {
      name: 'online-knows-no-game',
      severity: 'error',
      comment:
        'src/online/ (the server and its client) reaches games only through the engine: its registry (createGame, gameFromRecord) and the Match API. Entries that load games (src/online.ts, tools/serve.ts) sit above it.',
      from: { path: '^src/online/' },
      to: { path: '^(src/games/|component/|data/|tools/|src/index\\.ts|src/online\\.ts)' },
    },
    {
      name: 'games-are-apart',
      severity: 'error',
      comment:
        'A game, its data and its element import nothing of another game: not its rules, its entry, its data or its element (component/hexmap/ is the generic layer every element stands on).',
      from: { path: '^(src/games|data|component)/([^/]+)/' },
      to: { path: '^(src/games|data|component)/', pathNot: '^(src/games|data|component)/($2|hexmap)/' },
    },
    {
      name: 'games-import-no-package-entry',
      severity: 'error',
      comment:
        "A game and its element reach the engine through src/engine/, never through the package's entries (src/index.ts, src/online.ts), which stand above every game.",
      from: { path: '^(src/games|data|component)/' },
      to: { path: '^src/(index|online)\\.ts$' },
    },
    {
      name: 'game-data-is-its-own',
      severity: 'error',
      comment: 'A game reads only its own data.',
      from: { path: '^src/games/([^/]+)/' },
      to: { path: '^data/', pathNot: '^data/$1/' },
    },
    {
      name: 'rules-know-no-element',
      severity: 'error',
      comment: 'The engine and the games run headless: nothing under src/ imports a component.',
      from: { path: '^src/' },
      to: { path: '^component/' },
    },
    {
      name: 'hexmap-knows-no-game',
      severity: 'error',
      comment: 'component/hexmap/ draws any game through the engine contract: no game rules, no game element.',
      from: { path: '^component/hexmap/' },
      to: { path: '^(src/games/|component/(?!hexmap/)|data/)' },
    },
    {
      name: 'tools-are-the-top',
      severity: 'error',
      comment:
        "tools/ (the command line, the Markdown plugin) runs in Node over every game's look: nothing else imports it.",
      from: { pathNot: '^(tools|tests)/' },
      to: { path: '^tools/' },
    },
    {
      name: 'elements-are-apart',
      severity: 'error',
      comment: "A game's element imports its own game and the generic layers only.",
      from: { path: '^component/([^/]+)/' },
      to: { path: '^(component/|src/games/)', pathNot: '^(component/(hexmap|$1)/|src/games/$1/)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|demo-dist|build)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.mjs', '.json'] },
  },
};
