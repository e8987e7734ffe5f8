// The page a seat's or a watcher's link opens: it asks the server which game
// the table plays, loads that game's element (dist/<game>.js, whose element
// is named after the game) and points it at the table. The token stays in
// the link's fragment, which browsers never send to a server.
export function playPage(): string {
  return `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Play online</title>
<style>body { margin: 0; font: 16px system-ui, sans-serif; } main { max-width: 1100px; margin: auto; padding: 8px; }</style>
<main><p id="status">Loading the table…</p></main>
<script type="module">
  const params = new URLSearchParams(location.hash.slice(1));
  const table = params.get('table');
  const status = document.getElementById('status');
  try {
    if (!table || !/^[\\w-]+$/.test(table)) throw new Error('This link names no table.');
    const res = await fetch('/api/tables/' + encodeURIComponent(table));
    if (!res.ok) throw new Error((await res.json()).error);
    const { game } = await res.json();
    if (!/^[a-z][a-z0-9-]*-[a-z0-9-]+$/.test(game)) throw new Error('Unknown game');
    await import('/dist/' + game + '.js');
    const el = document.createElement(game);
    el.setAttribute('server', location.origin);
    el.setAttribute('table', table);
    if (params.get('token')) el.setAttribute('token', params.get('token'));
    status.replaceWith(el);
  } catch (e) {
    status.textContent = e.message;
  }
</script>
</html>
`;
}
