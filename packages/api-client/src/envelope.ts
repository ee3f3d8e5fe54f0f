/** Every success answer of our server (DESIGN 4). */
export interface Envelope<T> {
  statusCode: number;
  message: string;
  data: T;
}

export interface ListEnvelope<T> extends Envelope<T[]> {
  page: number;
  limit: number;
  total: number;
}
