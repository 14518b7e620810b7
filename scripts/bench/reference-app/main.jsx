// The bench's yardstick (issue 11): a one-route React 19 + React Router 7 app with a sign-in form like our Login,
// built by the same Vite and served the same way (brotli files) — what the stack alone costs on a phone.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';

function SignIn() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  return (
    <main
      style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 480, margin: '0 auto', padding: 16 }}
    >
      <h1>Sign in to your account</h1>
      <form onSubmit={(event) => event.preventDefault()} noValidate>
        <label htmlFor="username">Email or phone number</label>
        <input
          id="username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <label htmlFor="password">Password</label>
        <input
          id="password"
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <button type="submit">Sign in</button>
      </form>
    </main>
  );
}

const router = createBrowserRouter([{ path: '/', Component: SignIn }]);
createRoot(document.getElementById('root')).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
