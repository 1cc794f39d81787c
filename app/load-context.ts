declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The client's address as Express resolved it (X-Forwarded-For only behind a trusted proxy). */
    clientAddress: string;
  }
}

export {};
