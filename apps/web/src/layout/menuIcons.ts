import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import Diversity3OutlinedIcon from '@mui/icons-material/Diversity3Outlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import PersonSearchOutlinedIcon from '@mui/icons-material/PersonSearchOutlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import ManageSearchOutlinedIcon from '@mui/icons-material/ManageSearchOutlined';
import WorkOutlineOutlinedIcon from '@mui/icons-material/WorkOutlineOutlined';
import NewspaperOutlinedIcon from '@mui/icons-material/NewspaperOutlined';
import FeedbackOutlinedIcon from '@mui/icons-material/FeedbackOutlined';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import ApiOutlinedIcon from '@mui/icons-material/ApiOutlined';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';

/**
 * The side menu's icons. The route table names them rather than importing them, so they load
 * with the signed-in layout, not with the sign-in page.
 */
export const MENU_ICONS = {
  home: HomeOutlinedIcon,
  whosWho: PersonSearchOutlinedIcon,
  cvLibrary: DescriptionOutlinedIcon,
  teams: GroupsOutlinedIcon,
  permissions: AdminPanelSettingsOutlinedIcon,
  credentials: WorkOutlineOutlinedIcon,
  solutions: LightbulbOutlinedIcon,
  newcomers: PersonAddAltOutlinedIcon,
  mail: MailOutlinedIcon,
  completion: AssessmentOutlinedIcon,
  mentorship: Diversity3OutlinedIcon,
  mentorshipSessions: EventNoteOutlinedIcon,
  tags: LocalOfferOutlinedIcon,
  auditLog: HistoryOutlinedIcon,
  managingTool: TableChartOutlinedIcon,
  news: NewspaperOutlinedIcon,
  myReports: FeedbackOutlinedIcon,
  feedbackInbox: InboxOutlinedIcon,
  research: ManageSearchOutlinedIcon,
  aiToolbox: AutoAwesomeOutlinedIcon,
  bids: GavelOutlinedIcon,
  integrations: ApiOutlinedIcon,
  cvTemplates: ArticleOutlinedIcon,
};

export type MenuIcon = keyof typeof MENU_ICONS;
