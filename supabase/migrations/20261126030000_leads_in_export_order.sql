-- The sales desk's export reads leads a batch at a time in (received_at, id) order, each batch
-- after the last one's row (docs/decisions/055-the-export-pages-by-key.md): an index in that whole
-- order for each source lets a batch read just its own rows. Each replaces the index on the time
-- alone, which it covers.

create index enquiry_received_idx on public.enquiry (created_at desc, id desc);
drop index public.enquiry_created_idx;

create index chat_requests_booked_idx on public.chat_requests (updated_at desc, id desc)
  where callback_time is not null;
drop index public.chat_requests_callback_idx;
