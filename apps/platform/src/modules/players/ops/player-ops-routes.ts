import { PLAYER_OPS_CALLS } from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';
import { merchantOfMember } from '../../accounts';
import { actorOf, noteAuditBefore } from '../../audit';
import { addNote, notesOf } from '../notes';
import { playerProfile } from '../profile';
import { addTag, removeTag, tagsOf } from '../tags';

const tags = ['operator', 'players'];

/** Who is acting: the actor the ops guard admitted. */

/** The player desk's profile, notes and tags (issue 29). */
export async function playerOpsRoutes(
  app: TypedApp,
  { db, now }: { db: Db; now: () => Date },
): Promise<void> {
  routeFor(
    app,
    PLAYER_OPS_CALLS.profile,
    async (request) => ok(await playerProfile(db, Number(request.params.id), now())),
    { tags },
  );
  routeFor(
    app,
    PLAYER_OPS_CALLS.notes,
    async (request) => {
      const id = Number(request.params.id);
      await merchantOfMember(db, id);
      return ok(await notesOf(db, id, request.query));
    },
    { tags },
  );
  routeFor(
    app,
    PLAYER_OPS_CALLS.addNote,
    async (request, reply) => {
      const id = Number(request.params.id);
      await merchantOfMember(db, id);
      const note = await addNote(db, id, actorOf(request), request.body.text, now());
      reply.code(201);
      return ok(note);
    },
    { tags },
  );
  routeFor(
    app,
    PLAYER_OPS_CALLS.addTag,
    async (request) => {
      const id = Number(request.params.id);
      await merchantOfMember(db, id);
      noteAuditBefore(request, { tags: await tagsOf(db, id) });
      return ok({ tags: await addTag(db, id, request.params.tag, actorOf(request), now()) });
    },
    { tags },
  );
  routeFor(
    app,
    PLAYER_OPS_CALLS.removeTag,
    async (request) => {
      const id = Number(request.params.id);
      await merchantOfMember(db, id);
      noteAuditBefore(request, { tags: await tagsOf(db, id) });
      return ok({ tags: await removeTag(db, id, request.params.tag) });
    },
    { tags },
  );
}
