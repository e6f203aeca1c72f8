import type { FastifyPluginAsync } from 'fastify';
import type { ObjectDefinition } from '../platform/c13s/define-object.ts';
import type { JobDefinition } from '../platform/jobs/job-queue.ts';
import { groupsImplementation } from './groups/groups.objects.ts';
import { groupsRoutes } from './groups/groups.routes.ts';
import { groupFilesRoutes } from './groups/group-files.routes.ts';
import { credentialsImplementation } from './credentials/credentials.objects.ts';
import { credentialsRoutes } from './credentials/credentials.routes.ts';
import { usersImplementation } from './people/people.objects.ts';
import { experiencesImplementation } from './people/experiences.objects.ts';
import { peopleImportRoutes } from './people/people-import.routes.ts';
import { accountStatusRoutes } from './people/account-status.routes.ts';
import { profileAdminRoutes } from './people/profile-admin.routes.ts';
import { peopleBulkRoutes } from './people/people-bulk.routes.ts';
import { pictureRoutes } from './people/picture.routes.ts';
import { resumeImplementation } from './people/resume.objects.ts';
import { resumeRoutes } from './people/resume.routes.ts';
import { tagsImplementation } from './people/tags.objects.ts';
import { tagsRoutes } from './people/tags.routes.ts';
import { reportImplementation } from './report/report.objects.ts';
import { reportRoutes } from './report/report.routes.ts';
import { newsImplementation } from './news/news.objects.ts';
import { newsRoutes } from './news/news.routes.ts';
import { solutionsImplementation } from './solutions/solutions.objects.ts';
import { completionProfilesImplementation } from './completion/completion-profiles.objects.ts';
import { completionRoutes } from './completion/completion.routes.ts';
import { completionSnapshotJob } from './completion/completion-snapshot.ts';
import { newcomersImplementation } from './newcomers/newcomers.objects.ts';
import { newcomersRoutes } from './newcomers/newcomers.routes.ts';
import { newcomerArrivalJob } from './newcomers/newcomer-arrival.ts';
import { restrictedAccessesImplementation } from './newcomers/restricted-accesses.objects.ts';
import { restrictedAccessesRoutes } from './newcomers/restricted-accesses.routes.ts';
import { smartCampaignsImplementation } from './campaigns/campaigns.objects.ts';
import { campaignsRoutes } from './campaigns/campaigns.routes.ts';
import { campaignOpenRoutes } from './campaigns/campaign-open.routes.ts';
import { campaignTickJob } from './campaigns/campaign-engine.ts';
import { mentorshipSessionsImplementation } from './mentorship/sessions.objects.ts';
import { mentorshipParticipantsImplementation } from './mentorship/participants.objects.ts';
import { mentorshipRoutes } from './mentorship/mentorship.routes.ts';
import {
  csoUsersImplementation,
  hrUsersImplementation,
  leaderUsersImplementation,
} from './managing-tools/managed-people.objects.ts';
import { managedGroupsImplementations } from './managing-tools/managed-groups.objects.ts';
import { wallRoutes } from './wall/wall.routes.ts';
import { unpostedPicturesJob } from './wall/unposted-pictures.ts';
import { toolboxRoutes } from './toolbox/toolbox.routes.ts';
import { researchSkillKnowledge } from './toolbox/research-knowledge.ts';
import { researchRoutes } from './research/research.routes.ts';
import { skillYearsRefreshJob } from './research/skill-years-refresh.ts';
import { assignmentsImplementation } from './staffing/assignments.objects.ts';
import { staffingRoutes } from './staffing/staffing.routes.ts';
import { benchImplementation } from './staffing/bench.objects.ts';
import { availabilityWindowJob } from './staffing/availability-window.ts';
import { cvTemplatesRoutes } from './cv-templates/cv-templates.routes.ts';
import { rollOffDigestJob } from './staffing/roll-off-digest.ts';
import { bidsImplementation } from './tenders/bids.objects.ts';
import { tendersRoutes } from './tenders/tenders.routes.ts';

/** Every business area's generic objects and its own routes, registered after the platform. */
export const businessModules: {
  objects: readonly ObjectDefinition[];
  routes: readonly FastifyPluginAsync[];
  /** Routes under /api followed without a session (a link in a mail); each answers without revealing anything. */
  publicRoutes: readonly FastifyPluginAsync[];
  jobs: readonly JobDefinition[];
} = {
  // One per line, so an area adds its own lines without touching another's.
  objects: [
    usersImplementation,
    tagsImplementation,
    experiencesImplementation,
    resumeImplementation,
    reportImplementation,
    groupsImplementation,
    solutionsImplementation,
    credentialsImplementation,
    newcomersImplementation,
    restrictedAccessesImplementation,
    completionProfilesImplementation,
    smartCampaignsImplementation,
    mentorshipSessionsImplementation,
    mentorshipParticipantsImplementation,
    csoUsersImplementation,
    hrUsersImplementation,
    leaderUsersImplementation,
    ...managedGroupsImplementations,
    newsImplementation,
    assignmentsImplementation,
    benchImplementation,
    bidsImplementation,
  ],
  routes: [
    pictureRoutes,
    peopleImportRoutes,
    accountStatusRoutes,
    profileAdminRoutes,
    peopleBulkRoutes,
    resumeRoutes,
    tagsRoutes,
    groupsRoutes,
    groupFilesRoutes,
    credentialsRoutes,
    newcomersRoutes,
    restrictedAccessesRoutes,
    completionRoutes,
    campaignsRoutes,
    mentorshipRoutes,
    reportRoutes,
    newsRoutes,
    wallRoutes,
    toolboxRoutes(researchSkillKnowledge),
    researchRoutes,
    staffingRoutes,
    cvTemplatesRoutes,
    tendersRoutes(researchSkillKnowledge),
  ],
  publicRoutes: [campaignOpenRoutes],
  jobs: [
    newcomerArrivalJob,
    completionSnapshotJob,
    campaignTickJob,
    unpostedPicturesJob,
    skillYearsRefreshJob,
    availabilityWindowJob,
    rollOffDigestJob,
  ],
};
