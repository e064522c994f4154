/**
 * The site's icons (Lucide's set). Each renders as one `<svg>` whose inner shapes are markup made
 * once, when this module loads: React builds no element per path, and nothing is worked out again
 * for every icon of every page. A profile of /models rendered on the server found lucide-react's
 * components (which rebuild their attributes on each render) at about 5% of the page's CPU
 * (decision 032).
 *
 * Icons are decorative unless given an accessible name: without an `aria-*` attribute, a `role`
 * or a `title` they are hidden from assistive technology, as lucide-react's are. To use a new
 * icon, import its node from 'lucide' below and export it with `icon()`.
 */
import { forwardRef, type ComponentType, type SVGProps } from 'react'
import {
  ArrowLeft as ArrowLeftNode,
  ArrowRight as ArrowRightNode,
  BadgeCheck as BadgeCheckNode,
  Bot as BotNode,
  Brain as BrainNode,
  BrainCircuit as BrainCircuitNode,
  Building2 as Building2Node,
  CalendarCheck as CalendarCheckNode,
  CalendarDays as CalendarDaysNode,
  ChartColumn as ChartColumnNode,
  Check as CheckNode,
  CheckCircle2 as CheckCircle2Node,
  ChevronDown as ChevronDownNode,
  CircleAlert as CircleAlertNode,
  CircleCheck as CircleCheckNode,
  CreditCard as CreditCardNode,
  Download as DownloadNode,
  ExternalLink as ExternalLinkNode,
  Eye as EyeNode,
  EyeOff as EyeOffNode,
  FileJson as FileJsonNode,
  FileText as FileTextNode,
  FlaskConical as FlaskConicalNode,
  Globe as GlobeNode,
  Handshake as HandshakeNode,
  Headset as HeadsetNode,
  Info as InfoNode,
  Layers as LayersNode,
  LayoutDashboard as LayoutDashboardNode,
  LayoutGrid as LayoutGridNode,
  LifeBuoy as LifeBuoyNode,
  Lightbulb as LightbulbNode,
  LoaderCircle as LoaderCircleNode,
  LogOut as LogOutNode,
  Mail as MailNode,
  MailWarning as MailWarningNode,
  MapPin as MapPinNode,
  Menu as MenuNode,
  Minus as MinusNode,
  MessageCircle as MessageCircleNode,
  MessageSquare as MessageSquareNode,
  MessagesSquare as MessagesSquareNode,
  Mic as MicNode,
  MicOff as MicOffNode,
  Moon as MoonNode,
  Newspaper as NewspaperNode,
  Pencil as PencilNode,
  Phone as PhoneNode,
  PhoneCall as PhoneCallNode,
  PiggyBank as PiggyBankNode,
  Plus as PlusNode,
  Rocket as RocketNode,
  ScanEye as ScanEyeNode,
  ScrollText as ScrollTextNode,
  Search as SearchNode,
  Send as SendNode,
  SendHorizontal as SendHorizontalNode,
  Settings as SettingsNode,
  ShieldAlert as ShieldAlertNode,
  ShieldCheck as ShieldCheckNode,
  ShieldOff as ShieldOffNode,
  Shirt as ShirtNode,
  Sparkles as SparklesNode,
  Star as StarNode,
  Stethoscope as StethoscopeNode,
  Sun as SunNode,
  Trash2 as Trash2Node,
  TrendingDown as TrendingDownNode,
  TrendingUp as TrendingUpNode,
  User as UserNode,
  UserCog as UserCogNode,
  Users as UsersNode,
  WandSparkles as WandSparklesNode,
  X as XNode,
  XCircle as XCircleNode,
  type IconNode,
} from 'lucide'
import { escapeXml } from '~/lib/escape-xml'

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'dangerouslySetInnerHTML' | 'ref'> & {
  /** Width and height, in pixels unless a unit is given (24). Most icons are sized by their class. */
  size?: number | string
}

export type IconComponent = ComponentType<IconProps>

/** The shapes of an icon as SVG markup: `<path d="…"/><circle cx="…" …/>`. */
function markupOf(node: IconNode) {
  return node
    .map(([tag, attributes]) => {
      const written = Object.entries(attributes)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
        .join('')
      return `<${tag}${written}/>`
    })
    .join('')
}

function hasAccessibleName(props: IconProps) {
  return Object.keys(props).some((name) => name.startsWith('aria-') || name === 'role' || name === 'title')
}

function icon(node: IconNode) {
  const inner = { __html: markupOf(node) }
  return forwardRef<SVGSVGElement, IconProps>(function Icon({ size = 24, strokeWidth = 2, ...props }, ref) {
    return (
      <svg
        ref={ref}
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={hasAccessibleName(props) ? undefined : 'true'}
        {...props}
        dangerouslySetInnerHTML={inner}
      />
    )
  })
}

export const ArrowLeft = icon(ArrowLeftNode)
export const ArrowRight = icon(ArrowRightNode)
export const BadgeCheck = icon(BadgeCheckNode)
export const Bot = icon(BotNode)
export const Brain = icon(BrainNode)
export const BrainCircuit = icon(BrainCircuitNode)
export const Building2 = icon(Building2Node)
export const CalendarCheck = icon(CalendarCheckNode)
export const CalendarDays = icon(CalendarDaysNode)
export const ChartColumn = icon(ChartColumnNode)
export const Check = icon(CheckNode)
export const CheckCircle2 = icon(CheckCircle2Node)
export const ChevronDown = icon(ChevronDownNode)
export const CircleAlert = icon(CircleAlertNode)
export const CircleCheck = icon(CircleCheckNode)
export const CreditCard = icon(CreditCardNode)
export const Download = icon(DownloadNode)
export const ExternalLink = icon(ExternalLinkNode)
export const Eye = icon(EyeNode)
export const EyeOff = icon(EyeOffNode)
export const FileJson = icon(FileJsonNode)
export const FileText = icon(FileTextNode)
export const FlaskConical = icon(FlaskConicalNode)
export const Globe = icon(GlobeNode)
export const Handshake = icon(HandshakeNode)
export const Headset = icon(HeadsetNode)
export const Info = icon(InfoNode)
export const Layers = icon(LayersNode)
export const LayoutDashboard = icon(LayoutDashboardNode)
export const LayoutGrid = icon(LayoutGridNode)
export const LifeBuoy = icon(LifeBuoyNode)
export const Lightbulb = icon(LightbulbNode)
export const LoaderCircle = icon(LoaderCircleNode)
export const LogOut = icon(LogOutNode)
export const Mail = icon(MailNode)
export const MailWarning = icon(MailWarningNode)
export const MapPin = icon(MapPinNode)
export const Menu = icon(MenuNode)
export const Minus = icon(MinusNode)
export const MessageCircle = icon(MessageCircleNode)
export const MessageSquare = icon(MessageSquareNode)
export const MessagesSquare = icon(MessagesSquareNode)
export const Mic = icon(MicNode)
export const MicOff = icon(MicOffNode)
export const Moon = icon(MoonNode)
export const Newspaper = icon(NewspaperNode)
export const Pencil = icon(PencilNode)
export const Phone = icon(PhoneNode)
export const PhoneCall = icon(PhoneCallNode)
export const PiggyBank = icon(PiggyBankNode)
export const Plus = icon(PlusNode)
export const Rocket = icon(RocketNode)
export const ScanEye = icon(ScanEyeNode)
export const ScrollText = icon(ScrollTextNode)
export const Search = icon(SearchNode)
export const Send = icon(SendNode)
export const SendHorizontal = icon(SendHorizontalNode)
export const Settings = icon(SettingsNode)
export const ShieldAlert = icon(ShieldAlertNode)
export const ShieldCheck = icon(ShieldCheckNode)
export const ShieldOff = icon(ShieldOffNode)
export const Shirt = icon(ShirtNode)
export const Sparkles = icon(SparklesNode)
export const Star = icon(StarNode)
export const Stethoscope = icon(StethoscopeNode)
export const Sun = icon(SunNode)
export const Trash2 = icon(Trash2Node)
export const TrendingDown = icon(TrendingDownNode)
export const TrendingUp = icon(TrendingUpNode)
export const User = icon(UserNode)
export const UserCog = icon(UserCogNode)
export const Users = icon(UsersNode)
export const WandSparkles = icon(WandSparklesNode)
export const X = icon(XNode)
export const XCircle = icon(XCircleNode)
