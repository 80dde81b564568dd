// Slot in the header for device status shown at all times. The offline outbox task puts its
// "reports waiting to send" badge here (DESIGN section 6); for now it renders nothing.
export function HeaderStatus() {
  return null
}
