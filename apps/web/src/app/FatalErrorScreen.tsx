/**
 * The only screen shown for an unknown or missing project name (spec 000 §1 fatal configuration error).
 * Plain HTML: no tenant theme exists to style it.
 */
export function FatalErrorScreen({ message }: { message: string }) {
  return (
    <main
      role="alert"
      style={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        fontFamily: 'system-ui, sans-serif',
        color: '#a8071a',
        fontSize: 20,
      }}
    >
      {message}
    </main>
  );
}
