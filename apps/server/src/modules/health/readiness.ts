// Whether this process wants new work. It does from start-up until shutdown begins
// (lib/shutdown.ts); from then on GET /health/ready answers 503 so that load balancers send
// requests to the other processes, while this one still answers what reaches it.
export class Readiness {
  #stopping = false;

  get stopping(): boolean {
    return this.#stopping;
  }

  stop(): void {
    this.#stopping = true;
  }
}
