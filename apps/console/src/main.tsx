import { createRoot } from 'react-dom/client';
import { App } from '#app/app/App';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(<App />);
