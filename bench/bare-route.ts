// The bare route every bench compares against in the same run: the server's /healthz (no token, no
// database), so figures from a busy and a quiet day can be compared as shares of it.
import autocannon from 'autocannon';

export async function measureBareRoute(base: string, seconds: number, connections = 50): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      { title: 'bare route GET /healthz', url: `${base}/healthz`, connections, duration: seconds },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}
