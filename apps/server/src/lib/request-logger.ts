import type { FastifyBaseLogger } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Write = (...args: unknown[]) => void;
type Options = Parameters<FastifyBaseLogger['child']>[1];

interface LevelAware {
  isLevelEnabled(level: string): boolean;
}

function levelAware(logger: FastifyBaseLogger): logger is FastifyBaseLogger & LevelAware {
  return typeof (logger as Partial<LevelAware>).isLevelEnabled === 'function';
}

// Fastify gives every request a child logger carrying the request id. With the redaction
// paths (app.ts LOG_REDACT) pino spends about as long making that child as a short request's
// own code takes, mostly for nothing: below 'info' a request logs no line unless something
// fails. This stands in for the child and makes it at the first line actually written, so
// every line still carries the id and goes through the same redaction.
class RequestLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger & LevelAware,
    private readonly bindings: Record<string, unknown>,
    private readonly options: Options,
  ) {}

  private get child_(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  private write(level: Level, args: unknown[]) {
    const logger = this.#child ?? (this.parent.isLevelEnabled(level) ? this.child_ : null);
    if (logger) (logger[level] as Write).apply(logger, args);
  }

  get level(): string {
    return this.#child?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.child_.level = level;
  }

  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  silent() {}

  isLevelEnabled(level: string): boolean {
    return this.#child ? (this.#child as FastifyBaseLogger & LevelAware).isLevelEnabled(level) : this.parent.isLevelEnabled(level);
  }

  child(bindings: Record<string, unknown>, options?: Options): FastifyBaseLogger {
    return this.child_.child(bindings, options);
  }
}

export function requestLoggerFactory(logger: FastifyBaseLogger, bindings: Record<string, unknown>, options: Options): FastifyBaseLogger {
  // A route with its own log level gets a real child: the parent's level says nothing of it.
  if (!levelAware(logger) || options?.level !== undefined) return logger.child(bindings, options);
  return new RequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}
