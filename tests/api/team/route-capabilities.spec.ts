// Issue 38: every route that changes something says which capability a member's role needs
// (@Needs), unless it is public; the member-role guard refuses an undeclared one to every member
// but an owner, so this test names any route that was forgotten.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryService, MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { CAPABILITIES } from '@samvida/machines';
import { createTestApp, type TestApp } from '../../setup/test-app.js';

const NEEDS = 'samvida:needs';
const PUBLIC = 'samvida:public';
const CHANGING = new Set([
  RequestMethod.POST,
  RequestMethod.PUT,
  RequestMethod.PATCH,
  RequestMethod.DELETE,
  RequestMethod.ALL,
]);

interface Route {
  name: string;
  method: RequestMethod;
  isPublic: boolean;
  needs: unknown;
}

describe('capabilities of the routes', () => {
  let app: TestApp;
  let routes: Route[];

  beforeAll(async () => {
    app = await createTestApp();
    routes = routesOf(app);
  });
  afterAll(() => app.close());

  it('finds the application’s routes, the Team calls among them', () => {
    expect(routes.length).toBeGreaterThan(150);
    expect(routes.filter((r) => r.name.startsWith('POST Team/')).map((r) => [r.name, r.needs])).toEqual([
      ['POST Team/Invite', 'members'],
      ['POST Team/ChangeRole', 'members'],
      ['POST Team/ApprovalRule', 'members'],
      ['POST Team/Remove', 'members'],
    ]);
  });

  it('every changing route that is not public declares what a member’s role needs', () => {
    const changing = routes.filter((r) => CHANGING.has(r.method) && !r.isPublic);
    expect(changing.length).toBeGreaterThan(80);
    const needsOf = (name: string) => changing.find((r) => r.name === name)?.needs;
    // A controller's declaration, and a method's own over it.
    expect([needsOf('POST Business/MakeInvoice'), needsOf('POST Business/RemarkAgreement')]).toEqual([
      'finance',
      'comment',
    ]);
    expect(changing.filter((r) => r.needs === undefined).map((r) => r.name)).toEqual([]);
    expect(changing.filter((r) => r.needs !== 'read' && !CAPABILITIES.includes(r.needs as never))).toEqual([]);
  });
});

// Every controller method with an HTTP route, with the metadata the guards read (the method's own,
// else its controller's).
function routesOf(app: TestApp): Route[] {
  const discovery = new DiscoveryService(app.app.get(ModulesContainer));
  const reflector = app.app.get(Reflector);
  const scanner = new MetadataScanner();
  return discovery.getControllers().flatMap(({ metatype, instance }) => {
    if (!metatype || !instance) return [];
    const controllerPaths = [reflector.get<string | string[]>(PATH_METADATA, metatype)].flat();
    const prototype = Object.getPrototypeOf(instance) as Record<string, (...args: unknown[]) => unknown>;
    return scanner.getAllMethodNames(prototype).flatMap((methodName) => {
      const handler = prototype[methodName]!;
      const method = reflector.get<RequestMethod | undefined>(METHOD_METADATA, handler);
      if (method === undefined) return [];
      const targets = [handler, metatype];
      const path = [reflector.get<string | string[]>(PATH_METADATA, handler)].flat().join('|');
      return [
        {
          name: `${RequestMethod[method]} ${controllerPaths.join('|')}/${path}`,
          method,
          isPublic: Boolean(reflector.getAllAndOverride<boolean>(PUBLIC, targets)),
          needs: reflector.getAllAndOverride<unknown>(NEEDS, targets),
        },
      ];
    });
  });
}
