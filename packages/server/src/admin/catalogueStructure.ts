/** Operator routes of the catalogue's structure (core's contentApi): categories, home's tag strip, hot search words. */
import { contentApi, type CategoryChange, type CategoryInput, type HomeTagOrder, type HotWord, type HotWordChange } from '@nocturne/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/deps.ts';
import {
  addCategory,
  addHotWord,
  categoryByCode,
  changeCategory,
  changeHotWord,
  listCategories,
  listHomeTags,
  listHotWords,
  orderHomeTags,
  removeCategory,
  removeHotWord,
} from '../catalogue/structure.ts';
import { noteChange } from '../operators/auditHook.ts';
import { operatorRoute } from '../operators/route.ts';
import { categoryChangeSchema, categoryParams, categorySchema, homeTagsSchema, hotWordChangeSchema, hotWordParams, hotWordSchema } from './contentSchemas.ts';
import { ok } from '../http/envelope.ts';

type CodeParams = { code: string };
type WordParams = { word: string };

export function registerCatalogueStructureAdmin(scope: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  operatorRoute(scope, contentApi.categories, {}, async () => ok(await listCategories(db)));
  operatorRoute<{ Body: CategoryInput }>(scope, contentApi.addCategory, { body: categorySchema }, async (request) => {
    const after = await addCategory(db, request.body);
    noteChange(request, { target: `category:${after.dictCode}`, before: null, after });
    return ok(after);
  });
  operatorRoute<{ Params: CodeParams; Body: CategoryChange }>(
    scope,
    contentApi.changeCategory,
    { params: categoryParams, body: categoryChangeSchema },
    async (request) => {
      const before = await categoryByCode(db, request.params.code);
      const after = await changeCategory(db, request.params.code, request.body);
      noteChange(request, { before, after });
      return ok(after);
    },
  );
  operatorRoute<{ Params: CodeParams }>(scope, contentApi.removeCategory, { params: categoryParams }, async (request) => {
    noteChange(request, { before: await removeCategory(db, request.params.code), after: null });
    return ok(null);
  });

  operatorRoute(scope, contentApi.homeTags, {}, async () => ok(await listHomeTags(db)));
  operatorRoute<{ Body: HomeTagOrder }>(scope, contentApi.orderHomeTags, { body: homeTagsSchema }, async (request) => {
    const before = (await listHomeTags(db)).map((tag) => tag.dictCode);
    const after = await orderHomeTags(db, request.body.codes);
    noteChange(request, { target: 'home-tags', before: { codes: before }, after: { codes: after.map((tag) => tag.dictCode) } });
    return ok(after);
  });

  operatorRoute(scope, contentApi.hotWords, {}, async () => ok(await listHotWords(db)));
  operatorRoute<{ Body: HotWord }>(scope, contentApi.addHotWord, { body: hotWordSchema }, async (request) => {
    const after = await addHotWord(db, request.body);
    noteChange(request, { target: `word:${after.word}`, before: null, after });
    return ok(after);
  });
  operatorRoute<{ Params: WordParams; Body: HotWordChange }>(
    scope,
    contentApi.changeHotWord,
    { params: hotWordParams, body: hotWordChangeSchema },
    async (request) => {
      const { before, after } = await changeHotWord(db, request.params.word, request.body);
      noteChange(request, { before, after });
      return ok(after);
    },
  );
  operatorRoute<{ Params: WordParams }>(scope, contentApi.removeHotWord, { params: hotWordParams }, async (request) => {
    noteChange(request, { before: await removeHotWord(db, request.params.word), after: null });
    return ok(null);
  });
}
