/** For the command-line tools that write into the product's database (seed:demo, sanctions:load). */

/** True when something answers the REST API's health check on host and port (within 1.5 s). */
export async function serverRunning(host: string, port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}/api/health`, { signal: AbortSignal.timeout(1500) });
    return res.status < 500 || res.status === 503;
  } catch {
    return false;
  }
}
