import type { FastifyPluginAsync } from 'fastify';
import type { ObjectDefinition } from '../platform/c13s/define-object.ts';
import { groupsObject } from './groups/groups.objects.ts';
import { groupsRoutes } from './groups/groups.routes.ts';
import { credentialsObject } from './credentials/credentials.objects.ts';
import { credentialsRoutes } from './credentials/credentials.routes.ts';
import { usersObject } from './people/people.objects.ts';
import { experiencesObject } from './people/experiences.objects.ts';
import { pictureRoutes } from './people/picture.routes.ts';
import { resumeObject } from './people/resume.objects.ts';
import { resumeRoutes } from './people/resume.routes.ts';
import { tagsObject } from './people/tags.objects.ts';
import { reportObject } from './report/report.objects.ts';
import { solutionsObject } from './solutions/solutions.objects.ts';

/** Every business area's generic objects and its own routes, registered after the platform. */
export const businessModules: {
  objects: readonly ObjectDefinition[];
  routes: readonly FastifyPluginAsync[];
} = {
  // One per line, so an area adds its own lines without touching another's.
  objects: [
    usersObject,
    tagsObject,
    experiencesObject,
    resumeObject,
    reportObject,
    groupsObject,
    solutionsObject,
    credentialsObject,
  ],
  routes: [pictureRoutes, resumeRoutes, groupsRoutes, credentialsRoutes],
};
