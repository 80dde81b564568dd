import { errorResponses, IdParams } from '@paws/contracts/schemas/common'
import { FavouriteIds, FavouriteList, FavouriteState } from '@paws/contracts/schemas/favourites'
import type { FastifyInstance } from 'fastify'
import type { Static } from 'typebox'
import { currentUser } from '../../plugins/app/auth.ts'
import type { FavouritesService } from './favourites.service.ts'

const tags = ['favourites']
const security = [{ bearerAuth: [] }]
type Id = { Params: Static<typeof IdParams> }

export default async function favouriteRoutes(app: FastifyInstance, opts: { favourites: FavouritesService }) {
  const { favourites } = opts
  app.addHook('onRequest', app.authenticate)

  app.get('/', {
    config: { access: 'signed-in' },
    schema: {
      summary: 'List your hearted animals',
      tags,
      security,
      description: "The signed-in user's hearted animals (not deleted), most recently hearted first.",
      response: { 200: FavouriteList, ...errorResponses(401) },
    },
    handler: (req) => favourites.list(currentUser(req).id),
  })

  app.get('/ids', {
    config: { access: 'signed-in' },
    schema: {
      summary: 'Ids of your hearted animals',
      tags,
      security,
      description: 'The ids of the hearted animals, for the hearts on cards.',
      response: { 200: FavouriteIds, ...errorResponses(401) },
    },
    handler: (req) => favourites.ids(currentUser(req).id),
  })

  app.put<Id>('/:id', {
    config: { access: 'signed-in' },
    schema: {
      summary: 'Heart an animal',
      tags,
      security,
      description: 'Hearts the animal (again is the same as once); 404 for a missing or deleted animal.',
      params: IdParams,
      response: { 200: FavouriteState, ...errorResponses(400, 401, 404) },
    },
    handler: (req) => favourites.add(currentUser(req).id, req.params.id),
  })

  app.delete<Id>('/:id', {
    config: { access: 'signed-in' },
    schema: {
      summary: 'Un-heart an animal',
      tags,
      security,
      description: 'Un-hearts the animal (also when it was not hearted).',
      params: IdParams,
      response: { 200: FavouriteState, ...errorResponses(400, 401) },
    },
    handler: (req) => favourites.remove(currentUser(req).id, req.params.id),
  })
}
