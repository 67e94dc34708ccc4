import { publicScreen } from '#app/routing/screen-declaration';

// The route table draws the login from the first bundle (routing/AppRoutes.tsx): it is what a visitor opens first.
export const root = publicScreen({
  path: '/',
  title: 'Login',
  load: () => import('./Login/Login'),
});

export const login = publicScreen({
  path: '/login',
  title: 'Login',
  load: () => import('./Login/Login'),
});

// Spec spelling kept: /forgotpassowrd.
export const forgotPassword = publicScreen({
  path: '/forgotpassowrd',
  title: 'Forgot Password',
  load: () => import('./ForgotPassword/ForgotPassword'),
});

// Ours (decision 0119): a new user's first password, from the link in their mail.
export const setPassword = publicScreen({
  path: '/set_password',
  title: 'Set Password',
  load: () => import('./SetPassword/SetPassword'),
});
