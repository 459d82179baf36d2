/** Whether `err`, or an error it was wrapped around (`cause`, a few levels deep), is an instance of `type`. */
export function causedBy(err: unknown, type: abstract new (...args: never[]) => Error): boolean {
  let e: unknown = err;
  for (let depth = 0; e instanceof Error && depth < 5; depth++) {
    if (e instanceof type) return true;
    e = (e as Error).cause;
  }
  return false;
}
