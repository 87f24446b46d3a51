/** Placeholder shell: replaced by the react-admin app (issue 3). */
export function App() {
  return <p>Papered</p>;
}
