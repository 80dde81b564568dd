// The part of autocannon's programmatic API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  export interface Histogram {
    average: number
    mean: number
    p50: number
    p99: number
    max: number
    total: number
  }
  export interface Result {
    requests: Histogram
    latency: Histogram
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    '4xx': number
    '5xx': number
    statusCodeStats: Record<string, { count: number }>
  }
  /** One request of a sequence each connection goes through in turn. */
  export interface Request {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string | Buffer
    /** Changes the request just before it is sent; `context` is the connection's own. */
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void
  }
  export interface Options {
    url: string
    connections?: number
    duration?: number
    workers?: number
    timeout?: number
    headers?: Record<string, string>
    requests?: Request[]
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
