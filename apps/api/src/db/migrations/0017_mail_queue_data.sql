-- Wakes the mail worker of every API process as soon as a transaction that queued
-- e-mail commits (decision 242). PostgreSQL delivers a notification only when its
-- transaction commits, and drops it when the transaction rolls back; identical
-- notifications of one transaction are delivered once, so a bulk change that queues
-- thousands of messages sends one wake-up. The workers also poll, so a missed
-- notification only delays a message by the poll interval.
CREATE FUNCTION "ingreso_mail_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ingreso_mail', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "mail_queue_notify" AFTER INSERT ON "mail_queue"
  FOR EACH STATEMENT EXECUTE FUNCTION "ingreso_mail_notify"();
