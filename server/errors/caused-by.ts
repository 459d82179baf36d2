/** Whether `err`, or an error it was wrapped around (`cause`, a few levels deep), is an instance of `type`. */
export function causedBy(err: unknown, type: abstract new (...args: never[]) => Error): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e instanceof type) return true;
  }
  return false;
}
