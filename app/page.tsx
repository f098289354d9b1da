export default function Home() {
  return (
    <main style={{ maxWidth: 720, margin: '3rem auto', padding: '0 1rem', lineHeight: 1.5 }}>
      <h1>Estate Records API</h1>
      <p>
        Structured estate and heirship records from county recorders, parsed into JSON. The REST interface
        lives under <code>/api/v1</code>.
      </p>
      <ul>
        <li>
          <a href="/docs">API reference</a> (interactive)
        </li>
        <li>
          <a href="/api/v1/openapi.json">OpenAPI document</a>
        </li>
        <li>
          <a href="/admin">Staff admin</a>
        </li>
      </ul>
    </main>
  );
}
