-- What the AI Architect learned in a chat (industry, use case, size, timeline, name, the model the
-- visitor asked about), kept beside the transcript so the sales team reads it at a glance and the
-- Schedule a Consultation form opens pre-filled; and the visitor's time zone, sent with a booked
-- callback so 'morning' means the visitor's morning (docs/decisions/026-the-ai-architect-sells.md).

alter table public.chat_requests
  add column captured jsonb not null default '{}'::jsonb check (jsonb_typeof(captured) = 'object'),
  add column time_zone text check (char_length(time_zone) <= 64);
