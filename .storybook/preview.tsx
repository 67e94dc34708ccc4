import type { Decorator, Preview } from '@storybook/react-vite';
import { nextStoryMayPlay, oneAtATimeOnDocsPages } from './docs-autoplay';
import {
  menuColorClasses,
  themeClasses,
  themeClassName,
  type ThemeChoice,
} from '../packages/ui/src/index';

type Theme = NonNullable<ThemeChoice['theme']>;
type MenuColor = NonNullable<ThemeChoice['menuColor']>;

// Names come from the ui package's own class maps, so the toolbar cannot offer a theme that does not exist.
const themes = Object.keys(themeClasses) as Theme[];
const menuColors = Object.keys(menuColorClasses.indigo) as MenuColor[];

let appliedClasses: string[] = [];

/**
 * Themes the whole document body, not just the story's root: Radix and react-aria render
 * dialogs, popovers and toasts into portals on `document.body`, and they need the tokens too.
 */
const withTheme: Decorator = (Story, { globals }) => {
  const classes = themeClassName({
    theme: globals.theme as Theme,
    menuColor: globals.menuColor as MenuColor,
  }).split(' ');
  document.body.classList.remove(...appliedClasses);
  document.body.classList.add(...classes);
  appliedClasses = classes;
  return <Story />;
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme],
  beforeEach: [oneAtATimeOnDocsPages],
  afterEach: [nextStoryMayPlay],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'paintbrush', items: themes, dynamicTitle: true },
    },
    menuColor: {
      description: 'Menu colour',
      toolbar: { title: 'Menu', icon: 'sidebar', items: menuColors, dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'indigo', menuColor: 'dark' },
  parameters: {
    // A newcomer starts from Getting started, then the foundations (tokens), then the primitives built on them.
    options: {
      storySort: { order: ['Getting started', 'Foundations', 'Primitives', 'Composites'] },
    },
    // Docs pages run each story's play function, so a state reached by interaction (a sorted
    // column, a filter, an error on another tab) shows there, not only in the story's own view.
    docs: { story: { autoplay: true } },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // An axe violation fails the story, in the Storybook UI and in the story tests alike.
    // Left out: react-aria's live announcer, a visually hidden log of past announcements whose
    // entries point at elements that may be gone by the time axe runs (a pending button that
    // has closed its dialog); what it announced was read when it was current.
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
  },
};
export default preview;
