import type { Preview } from '@storybook/react-vite';
import { createElement } from 'react';
import { lightTheme } from '../packages/ui/src/index';

const preview: Preview = {
  // Components read theme vars only, so every story renders inside a theme class.
  decorators: [(Story) => createElement('div', { className: lightTheme }, createElement(Story))],
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};
export default preview;
