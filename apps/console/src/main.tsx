import { createRoot } from 'react-dom/client';
import { App } from '#app/app/App';

/**
 * The server answers every path outside /api with this page, so a link without the '#'
 * (/company_list) opens too. Screens live in the hash: the path becomes the hash route before
 * the router reads it, and the guard then decides as usual. The query stays in the search
 * part, where the router's own navigation keeps it. A hash already there was written by the
 * console itself and wins.
 */
function openPathAsHashRoute() {
  const { pathname, search, hash } = window.location;
  const route = pathname.replace(/\/+$/, '');
  if (route === '' || route === '/index.html') return;
  history.replaceState(history.state, '', `/${search}${hash || `#${route}`}`);
}

openPathAsHashRoute();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(<App />);
