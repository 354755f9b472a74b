-- The audit log counts an event that repeats on one row instead of a row each (issue 21: one client guessing
-- passwords wrote a row per guess): repeat_key names what repeats (a refused sign-in: the address, the reason and the
-- name tried), repeat_count how often it happened since occurred_at, last_occurred_at the last time. Events are
-- deleted after the retention (manifest-studio.audit.retention) by their last time.
alter table audit_event add column repeat_key varchar(300);
alter table audit_event add column repeat_count integer default 1 not null;
alter table audit_event add column last_occurred_at timestamp(6) with time zone;

create index ix_audit_repeat on audit_event (repeat_key, occurred_at);
