/** The header's line icons (menu, search, account, cart), drawn by the stylesheet in the text colour (`.header__svg--…`). */
export function HeaderIcon({ name }: { name: 'menu' | 'search' | 'account' | 'cart' }) {
  return <span className={`header__svg header__svg--${name}`} aria-hidden="true" />
}
