import crypto from 'node:crypto';
import { syncBuiltinESMExports } from 'node:module';

/**
 * Setup file of the integration projects: node:crypto's scrypt computes each distinct input once
 * per test file and hands the same bytes back when it meets that input again. Better Auth hashes
 * and checks passwords with it on purpose slowly (about a quarter of a second each), and the auth
 * files check the same password against the same stored hash again and again (every sign-in of a
 * fixture account, every wrong password of a limits test): those repeats took minutes of a run.
 * The function is pure (password, salt and cost in, key out), so a repeat gets exactly the key
 * the real computation gave; hashing a new password still draws a new random salt and computes.
 */
type Callback = (error: Error | null, key: Buffer) => void;

const real = crypto.scrypt;
const keys = new Map<string, Promise<Buffer>>();

function remembered(password: crypto.BinaryLike, salt: crypto.BinaryLike, keylen: number, options: object) {
  const input = JSON.stringify([String(password), String(salt), keylen, options]);
  let key = keys.get(input);
  if (!key) {
    key = new Promise<Buffer>((resolve, reject) =>
      real(password, salt, keylen, options, (error, derived) => (error ? reject(error) : resolve(derived))),
    );
    keys.set(input, key);
    key.catch(() => keys.delete(input));
  }
  return key;
}

function scrypt(password: crypto.BinaryLike, salt: crypto.BinaryLike, keylen: number, ...rest: unknown[]): void {
  const callback = rest.pop() as Callback;
  const options = (rest[0] ?? {}) as object;
  // Only strings (what Better Auth passes) are remembered; anything else goes to the real one.
  if (typeof password !== 'string' || typeof salt !== 'string') {
    real(password, salt, keylen, options, callback);
    return;
  }
  remembered(password, salt, keylen, options).then(
    (key) => callback(null, Buffer.from(key)),
    (error: Error) => callback(error, Buffer.alloc(0)),
  );
}

crypto.scrypt = scrypt as typeof crypto.scrypt;
syncBuiltinESMExports();
