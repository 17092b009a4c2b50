// Whether this page has read the signed-in member's record since the session started. A token
// refused before that is the route guard's to report (one "Verification failed" and the way
// to the login page); after it, the session ended under the member's feet and the API client
// offers the logout dialog (lib/http.ts, docs/web.md "One message for a dead session").
let memberRead = false;

export const sessionState = {
  memberRead: (): boolean => memberRead,
  setMemberRead(read: boolean): void {
    memberRead = read;
  },
};
