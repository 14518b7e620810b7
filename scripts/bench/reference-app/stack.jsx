// The one-route reference app (main.jsx) with the libraries DESIGN §4 fixes for a sign-in besides React and
// React Router: i18next with react-i18next for its texts, TanStack Query for its submit, a Zustand store for the session.
// What the stack alone costs Login before any of the app's own bytes (decision 039; `node scripts/bench/stack-floor.mjs`).
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { create } from 'zustand';

void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
  resources: {
    en: {
      translation: {
        title: 'Sign in to your account',
        username: 'Email or phone number',
        password: 'Password',
        submit: 'Sign in',
      },
    },
  },
});
const useSession = create((set) => ({ token: undefined, setToken: (token) => set({ token }) }));
const queryClient = new QueryClient();

function SignIn() {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const setToken = useSession((state) => state.setToken);
  const signIn = useMutation({
    mutationFn: async () => `${username}:${password}`,
    onSuccess: setToken,
  });
  return (
    <main
      style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 480, margin: '0 auto', padding: 16 }}
    >
      <h1>{t('title')}</h1>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          signIn.mutate();
        }}
        noValidate
      >
        <label htmlFor="username">{t('username')}</label>
        <input
          id="username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <label htmlFor="password">{t('password')}</label>
        <input
          id="password"
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <button type="submit">{t('submit')}</button>
      </form>
    </main>
  );
}

const router = createBrowserRouter([{ path: '/', Component: SignIn }]);
createRoot(document.getElementById('root')).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
