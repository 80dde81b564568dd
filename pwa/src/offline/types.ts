// The report as POST /rescues takes it (every field the wizard collects).
export interface RescueReport {
  animalType: string
  urgency: string
  description: string
  location: {
    address: string
    city: string
    state?: string
    pincode: string
    landmarks?: string
    lat?: number
    lng?: number
    accuracy?: number
  }
  condition?: { injuries?: string; mobility?: string }
  contact?: { canStay?: boolean; canTransport?: boolean }
  additionalInfo?: string
}
