import type { FastifyInstance } from 'fastify'
import { errorResponses, Message } from '@paws/contracts/schemas/common'
import {
  AuthResponse,
  ForgotPasswordBody,
  LoginBody,
  LogoutBody,
  RefreshBody,
  RegisterBody,
  RegisterNgoBody,
  RegisterResponse,
  RegisterSupplierBody,
  RegisterVetBody,
  ResendOtpBody,
  ResetPasswordBody,
  TokenBody,
  TokenPair,
  VerifyOtpBody,
} from '@paws/contracts/schemas/users'
import type { Static } from 'typebox'
import { namedLocale } from '../../lib/i18n.ts'
import { authRateLimit } from '../../plugins/external/rate-limit.ts'
import { currentUser } from '../../plugins/app/auth.ts'
import type { AuthService } from './auth.service.ts'

const tags = ['auth']
const REGISTERED = 'Registration successful. We have sent a 6-digit code to your email.'

export default async function authRoutes(app: FastifyInstance, opts: { auth: AuthService }) {
  const { auth } = opts
  const config = authRateLimit(app)

  app.post<{ Body: Static<typeof RegisterBody> }>('/register', {
    config,
    schema: {
      summary: 'Sign up as an adopter',
      tags,
      body: RegisterBody,
      response: { 201: RegisterResponse, ...errorResponses(400, 409, 429) },
    },
    handler: async (req, reply) => {
      const result = await auth.register({
        kind: 'adopter',
        ...req.body,
        locale: namedLocale(req.headers['accept-language']),
        client: req.ip,
      })
      return reply.status(201).send({ ...result, message: REGISTERED })
    },
  })

  app.post<{ Body: Static<typeof RegisterNgoBody> }>('/register-ngo', {
    config,
    schema: {
      summary: 'Sign up as an NGO',
      tags,
      body: RegisterNgoBody,
      response: { 201: RegisterResponse, ...errorResponses(400, 409, 429) },
    },
    handler: async (req, reply) => {
      const { firstName, lastName, email, password, phone } = req.body
      const result = await auth.register({
        kind: 'ngo',
        firstName,
        lastName,
        email,
        password,
        phone,
        ngo: req.body,
        locale: namedLocale(req.headers['accept-language']),
        client: req.ip,
      })
      return reply.status(201).send({ ...result, message: REGISTERED, requiresOTPVerification: true })
    },
  })

  app.post<{ Body: Static<typeof RegisterVetBody> }>('/register-vet', {
    config,
    schema: {
      summary: 'Sign up as a vet or clinic',
      tags,
      description:
        'A vet or clinic signs up: licence number, clinic name, address and position, species treated and hours. ' +
        'The clinic is pending until an admin approves it (POST /clinics/{id}/verify).',
      body: RegisterVetBody,
      response: { 201: RegisterResponse, ...errorResponses(400, 409, 429) },
    },
    handler: async (req, reply) => {
      const { firstName, lastName, email, password, phone, ...vet } = req.body
      const result = await auth.register({
        kind: 'vet',
        firstName,
        lastName,
        email,
        password,
        phone,
        vet,
        locale: namedLocale(req.headers['accept-language']),
        client: req.ip,
      })
      return reply.status(201).send({ ...result, message: REGISTERED, requiresOTPVerification: true })
    },
  })

  app.post<{ Body: Static<typeof RegisterSupplierBody> }>('/register-supplier', {
    config,
    schema: {
      summary: 'Sign up as a supplier',
      tags,
      body: RegisterSupplierBody,
      response: { 201: RegisterResponse, ...errorResponses(400, 409, 429) },
    },
    handler: async (req, reply) => {
      const { companyName, businessLicense, ...person } = req.body
      const result = await auth.register({
        kind: 'supplier',
        ...person,
        supplier: { companyName, businessLicense },
        locale: namedLocale(req.headers['accept-language']),
        client: req.ip,
      })
      return reply.status(201).send({ ...result, message: REGISTERED, requiresOTPVerification: true })
    },
  })

  app.post<{ Body: Static<typeof VerifyOtpBody> }>('/verify-otp', {
    config,
    schema: {
      summary: 'Verify a sign-up with its e-mailed code',
      tags,
      body: VerifyOtpBody,
      response: { 200: AuthResponse, ...errorResponses(400, 409, 422, 429) },
    },
    handler: (req) => auth.verifyOtp(req.body.email, req.body.otp, req.body.signupId),
  })

  app.post<{ Body: Static<typeof ResendOtpBody> }>('/resend-otp', {
    config,
    schema: {
      summary: 'Send the sign-up code again',
      tags,
      body: ResendOtpBody,
      response: { 200: Message, ...errorResponses(400, 429) },
    },
    handler: (req) => auth.resendOtp(req.body.email, req.body.signupId, req.ip),
  })

  app.post<{ Body: Static<typeof LoginBody> }>('/login', {
    config,
    schema: {
      summary: 'Sign in',
      tags,
      body: LoginBody,
      response: { 200: AuthResponse, ...errorResponses(400, 401, 403, 429) },
    },
    handler: (req) => auth.login(req.body, req.ip),
  })

  app.post<{ Body: Static<typeof RefreshBody> }>('/refresh', {
    config,
    schema: {
      summary: 'Renew the session',
      tags,
      body: RefreshBody,
      response: { 200: TokenPair, ...errorResponses(400, 401, 429) },
    },
    handler: (req) => auth.refresh(req.body.refreshToken),
  })

  app.post<{ Body: Static<typeof LogoutBody> | undefined }>('/logout', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Sign out',
      tags,
      security: [{ bearerAuth: [] }],
      body: { ...LogoutBody, nullable: true } as typeof LogoutBody,
      response: { 200: Message, ...errorResponses(401) },
    },
    handler: (req) => auth.logout(currentUser(req).sid, req.body?.refreshToken),
  })

  app.post<{ Body: Static<typeof ForgotPasswordBody> }>('/forgot-password', {
    config,
    schema: {
      summary: 'Ask for a password reset link',
      tags,
      body: ForgotPasswordBody,
      response: { 200: Message, ...errorResponses(400, 429) },
    },
    handler: (req) => auth.forgotPassword(req.body.email, req.ip, req.body.deviceToken),
  })

  app.post<{ Body: Static<typeof ResetPasswordBody> }>('/reset-password', {
    config,
    schema: {
      summary: 'Set a new password with a reset link',
      tags,
      body: ResetPasswordBody,
      response: { 200: Message, ...errorResponses(400, 422, 429) },
    },
    handler: (req) => auth.resetPassword(req.body.token, req.body.password),
  })

  app.post<{ Body: Static<typeof TokenBody> }>('/verify-email', {
    config,
    schema: {
      summary: 'Verify an e-mail address with its link',
      tags,
      body: TokenBody,
      response: { 200: Message, ...errorResponses(400, 422, 429) },
    },
    handler: (req) => auth.verifyEmail(req.body.token),
  })
}
