/**
 * Files the build ships with the app (fonts for the labels drawn in the browser): fetched here,
 * with the app's other network calls, not from screens.
 */
export async function assetBytes(url: string, what: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load ${what}.`);
  return response.arrayBuffer();
}
