/**
 * Placeholder shell until the web app (issue 6) lands: the landing message
 * and links to the API surfaces that already work.
 */
export function App() {
  return (
    <main
      style={{
        fontFamily: 'system-ui, sans-serif',
        maxWidth: 640,
        margin: '15vh auto',
        padding: '0 24px',
        lineHeight: 1.6,
      }}
    >
      <h1 style={{ fontSize: 40, marginBottom: 8 }}>Duet</h1>
      <p style={{ fontSize: 20, marginTop: 0 }}>
        a private brain you trust, a public self you share
      </p>
      <p>
        The API is running: <a href="/graphql">GraphQL (GraphiQL)</a> ·{' '}
        <a href="/healthz">/healthz</a> · <a href="/readyz">/readyz</a>
      </p>
    </main>
  );
}
