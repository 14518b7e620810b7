// The least an HTTP/1.1 client must read to reuse a keep-alive socket: the status line, the Content-Length header
// and that many body bytes. Used by the open-loop generator; the API answers every JSON call with a Content-Length.
const HEADER_END = Buffer.from('\r\n\r\n');

export class ResponseReader {
  #buffer = Buffer.alloc(0);
  #status = 0;
  /** body bytes expected, once the head is read */
  #length;

  /** Feeds bytes from the socket; returns the status code once the whole response has arrived, else undefined. */
  push(chunk) {
    this.#buffer = this.#buffer.length ? Buffer.concat([this.#buffer, chunk]) : chunk;
    if (this.#length === undefined) {
      const end = this.#buffer.indexOf(HEADER_END);
      if (end < 0) return undefined;
      const head = this.#buffer.toString('latin1', 0, end);
      const length = /\r\ncontent-length:[ \t]*(\d+)/i.exec(head);
      if (!length) throw new Error(`response without Content-Length: ${head.split('\r\n')[0]}`);
      this.#status = Number(head.slice(9, 12));
      this.#length = Number(length[1]);
      this.#buffer = this.#buffer.subarray(end + HEADER_END.length);
    }
    if (this.#buffer.length > this.#length)
      throw new Error('more bytes than one response: the socket is out of step');
    return this.#buffer.length === this.#length ? this.#status : undefined;
  }
}
