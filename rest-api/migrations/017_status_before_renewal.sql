-- 017: the status an order had when a renewal marked it Renewed (1 Pending, 2 Completed,
-- 3 Cancelled, 5 Standby), so that deleting that renewal gives the original its status back and a
-- renewal made by mistake can be undone and made again. NULL while the order is not Renewed.
ALTER TABLE transactions
  ADD COLUMN status_before_renewal smallint CHECK (status_before_renewal IN (1, 2, 3, 5));

-- Orders already Renewed: the status the renewal's audit row ('renew') recorded before it, else Pending.
UPDATE transactions t
   SET status_before_renewal = COALESCE(
         (SELECT CASE WHEN a.before->>'statusID' IN ('1', '2', '3', '5') THEN (a.before->>'statusID')::smallint END
            FROM audit_log a
           WHERE a.entity = 'transaction' AND a.entity_id = t.id::text AND a.action = 'renew'
           ORDER BY a.id DESC
           LIMIT 1),
         1)
 WHERE t.status_id = 4;
