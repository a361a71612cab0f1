int taken;
