// A play page's mode form (#mode) and "New game" button (#new-game), bound to
// its game element. The form only sets the element's attributes, so
// everything it does is something a page author could write in HTML.

/** What the form needs of an element: its attributes and its public `newGame()`. */
type GameElement = HTMLElement & { newGame(): Promise<void> };

export function bindModeForm(el: GameElement): void {
  const form = document.querySelector<HTMLFormElement>('#mode')!;
  form.addEventListener('change', () => {
    const data = new FormData(form);
    const ai = String(data.get('ai') ?? '');
    if (ai) el.setAttribute('ai', ai);
    else el.removeAttribute('ai');
    el.setAttribute('level', String(data.get('level')));
    el.setAttribute('lang', String(data.get('lang')));
    el.toggleAttribute('evaluation', data.has('evaluation'));
  });
  // the element's own new game: new dice, and the autosave forgotten
  document.querySelector('#new-game')!.addEventListener('click', () => void el.newGame());
}
